/** A link inside a dashboard: a real <a href>, opened by the dashboard's router instead of a page load. */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from './dashboard-router.ts';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

export default function DashboardLink({ href, onClick, ...rest }: Props) {
  function follow(event: MouseEvent<HTMLAnchorElement>): void {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  }
  return <a href={href} onClick={follow} {...rest} />;
}
