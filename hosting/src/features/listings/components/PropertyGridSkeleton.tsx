import { CardSkeleton } from '@/components/CardSkeleton';
import grid from '@/components/cardGrid.module.css';

/** A grid of placeholder property cards, announced as loading, while a list of properties loads. */
export function PropertyGridSkeleton({ count, label = 'Loading properties' }: { count: number; label?: string }) {
  return (
    <div className={grid.grid} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <CardSkeleton key={index} testId="property-skeleton" />
      ))}
    </div>
  );
}
