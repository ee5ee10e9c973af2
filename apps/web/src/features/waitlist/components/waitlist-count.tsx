import { useWaitlistCount } from '../api/get-waitlist-count';

const numberFormat = new Intl.NumberFormat('en-NZ');

/** The live count; it holds its space while loading so the page does not jump. */
export function WaitlistCount() {
  const { data } = useWaitlistCount();
  return (
    <p aria-live="polite" className="min-h-7 text-base text-haze">
      {data && (
        <>
          <strong className="font-semibold text-gold-200">{numberFormat.format(data.count)}</strong>{' '}
          {data.count === 1 ? 'person has' : 'people have'} already joined
        </>
      )}
    </p>
  );
}
