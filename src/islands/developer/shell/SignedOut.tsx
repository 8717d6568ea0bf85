/** What the developer area shows a signed-out browser that does not know the staff sign-in page. */
import dashboard from '../../dashboard-shell/Dashboard.module.css';

export default function SignedOut() {
  return (
    <main className={dashboard.main} id="main-content">
      <h1 className={dashboard.title}>Signed out</h1>
      <p>Please sign in on the staff sign-in page to open the developer dashboard.</p>
    </main>
  );
}
