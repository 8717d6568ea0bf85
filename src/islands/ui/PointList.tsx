/**
 * A list of titled points (island UI kit): the sweets home's expertise (rendered on the server, no
 * JavaScript) and "Why Families Come Back" (in its island). The caller styles it through className.
 */
export interface Point {
  title: string;
  text: string;
}

export default function PointList({ points, className }: { points: readonly Point[]; className: string }) {
  return (
    <ul className={className} role="list">
      {points.map((point) => (
        <li key={point.title}>
          <h3>{point.title}</h3>
          <p>{point.text}</p>
        </li>
      ))}
    </ul>
  );
}
