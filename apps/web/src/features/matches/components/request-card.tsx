import { PREVIEW_LIMITS } from '@starmatch/contracts/constants';
import type { MatchRequest } from '@starmatch/contracts/match-requests';
import { useState } from 'react';
import { SAFETY_TEXT } from '@/components/safety/safety-text';
import { Button } from '@/components/ui/button';
import { OverflowMenu } from '@/components/ui/overflow-menu';
import { toast } from '@/components/ui/use-toast';
import { useRespondToRequest } from '../api/respond-to-request';
import { MATCHES_TEXT, MATCHES_TOASTS } from '../matches-text';
import { sentDate } from '../preview-text';
import { DEFAULT_AVATAR } from './default-avatar';

function Bio({ bio }: { bio: string | null }) {
  const [expanded, setExpanded] = useState(false);
  if (bio === null || bio.trim() === '') {
    return <p className="text-sm text-haze italic">{MATCHES_TEXT.noBio}</p>;
  }
  const long = bio.length > PREVIEW_LIMITS.bioChars;
  return (
    <p className="text-sm text-haze">
      {long && !expanded ? bio.slice(0, PREVIEW_LIMITS.bioChars) : bio}
      {long && (
        <button
          type="button"
          className="ml-1 font-semibold text-gold-200 underline-offset-2 hover:underline"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? MATCHES_TEXT.less : MATCHES_TEXT.more}
        </button>
      )}
    </p>
  );
}

export interface RequestCardProps {
  request: MatchRequest;
  /** Opens the screen's report sheet or block dialog for the person asking. */
  onSafety: (request: MatchRequest, action: 'report' | 'block') => void;
  /** The server has made the match (named when it says which): the screen marks the moment. */
  onAccepted: (request: MatchRequest, matchId: string | undefined) => void;
}

/** A pending request: who, their bio, when, Accept / Decline, and a menu to report or block. */
export function RequestCard({ request, onSafety, onAccepted }: RequestCardProps) {
  const respond = useRespondToRequest();
  const [photoFailed, setPhotoFailed] = useState(false);
  const name = request.requestUser.fullName;
  const photo = photoFailed ? null : request.requestUser.profileImageUrl;

  const answer = (accept: boolean) => {
    respond.mutate(
      { requestId: request.id, accept },
      {
        onSuccess: (matchId) => accept && onAccepted(request, matchId),
        onError: () => toast(MATCHES_TOASTS.respondFailed),
      },
    );
  };

  return (
    <li
      aria-label={name}
      className="flex gap-4 rounded-3xl border border-night-700 bg-night-900/80 p-4"
    >
      <img
        src={photo ?? DEFAULT_AVATAR}
        alt={name}
        className="size-16 shrink-0 rounded-2xl object-cover"
        onError={() => setPhotoFailed(true)}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="-mt-2 -mr-2 flex items-center justify-between gap-2">
          <h3 className="text-lg font-semibold">{name}</h3>
          <OverflowMenu
            label={SAFETY_TEXT.moreOptionsFor(name)}
            items={[
              { label: SAFETY_TEXT.report, onSelect: () => onSafety(request, 'report') },
              {
                label: SAFETY_TEXT.block,
                destructive: true,
                onSelect: () => onSafety(request, 'block'),
              },
            ]}
          />
        </div>
        <Bio bio={request.requestProfile.bio} />
        <p className="text-xs text-haze">{sentDate(request.requestedAt)}</p>
        <div className="flex gap-2">
          <Button disabled={respond.isPending} onClick={() => answer(true)}>
            Accept
          </Button>
          <Button variant="secondary" disabled={respond.isPending} onClick={() => answer(false)}>
            Decline
          </Button>
        </div>
      </div>
    </li>
  );
}
