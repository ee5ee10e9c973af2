import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/lib/paths';

const links = [
  {
    to: paths.blockedPeople,
    label: 'Blocked people',
    text: 'See and unblock the people you blocked.',
  },
  {
    to: paths.pastMatches,
    label: 'Past matches',
    text: 'Matches that ended in the last 90 days, which you can still report.',
  },
  { to: paths.safety, label: 'Safety advice', text: 'Dating safely, and where to get help.' },
] as const;

/** Settings' way to the people blocked, the past matches and the safety advice. */
export function SafetyCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Safety</CardTitle>
      </CardHeader>
      <CardContent className="pt-3">
        <ul className="flex flex-col">
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="-mx-3 flex min-h-14 items-center justify-between gap-3 rounded-2xl px-3 py-2 hover:bg-night-800 focus-visible:outline-2 focus-visible:outline-gold-200"
              >
                <span className="flex flex-col">
                  <span className="font-semibold">{link.label}</span>
                  <span className="text-sm text-haze">{link.text}</span>
                </span>
                <span aria-hidden="true" className="text-xl text-gold-200">
                  ›
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
