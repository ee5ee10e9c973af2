import { useWaitlistCount } from '../api/get-waitlist-count';

const numberFormat = new Intl.NumberFormat('en-NZ');

/**
 * The live count; it holds its space while loading so the page does not jump. A fresh install
 * has nobody yet, and '0 people have already joined' puts visitors off, so it invites instead.
 */
export function WaitlistCount() {
  const { data } = useWaitlistCount();
  return (
    <p aria-live="polite" className="min-h-7 text-base text-haze">
      {data?.count === 0 && 'Be the first to join'}
      {data && data.count > 0 && (
        <>
          <strong className="font-semibold text-gold-200">{numberFormat.format(data.count)}</strong>{' '}
          {data.count === 1 ? 'person has' : 'people have'} already joined
        </>
      )}
    </p>
  );
}
