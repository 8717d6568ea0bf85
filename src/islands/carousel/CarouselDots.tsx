import '../ui/kit/dot-button.css';

/** One button per slide (the kit's dot-button); the current one carries aria-current. */
interface Props {
  count: number;
  index: number;
  onSelect: (index: number) => void;
  label: (index: number, count: number) => string;
  className: string | undefined;
  dotClassName: string | undefined;
}

export default function CarouselDots({ count, index, onSelect, label, className, dotClassName }: Props) {
  return (
    <div className={className}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          className={dotClassName ? `dot-button ${dotClassName}` : 'dot-button'}
          aria-label={label(i, count)}
          aria-current={i === index ? 'true' : undefined}
          onClick={() => onSelect(i)}
        />
      ))}
    </div>
  );
}
