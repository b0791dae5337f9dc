// A cast member's photo (a team's team photo, a contestant's photo) with the spec's fallback when
// there is none: the initials of a contestant, the number of a team (docs/player-area.md#missing-photo 'Missing photo').
import * as Avatar from '@radix-ui/react-avatar';
import { isTeam, photoOf, photoSrc, type CastMember, type PhotoSize } from '@reality-draft/events';
import { cn } from '../ui/cn';

/** A name's initials: the first letters of its first and last words ('Avery Quillfeather' → 'AQ'), '?' when empty. */
export function castInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word[0]?.toUpperCase() ?? '').join('') || '?';
}

/** What stands in for a missing photo: a team's number ('#7'), a contestant's initials ('JD'). */
export function castPlaceholder(member: CastMember): string {
  return isTeam(member) ? `#${member.teamNumber}` : castInitials(member.name);
}

/** The caption under a large placeholder (docs/player-area.md#missing-photo 'Missing photo'). */
export const PHOTO_COMING_SOON = 'Photo Coming Soon';

export interface CastPhotoProps {
  /** The member; when unknown (a cast since cleared), `name` gives the initials. */
  member: CastMember | null | undefined;
  /** The name to take initials from when `member` is unknown. */
  name?: string;
  /** 'small' (160 px) for avatars and rows, 'large' (640 px) for cards. */
  size?: PhotoSize;
  /** The box: its size and shape come from here (e.g. 'h-10 w-10 rounded-full', 'aspect-[4/3] w-full rounded-xl'). */
  className?: string;
  /** Read out when the photo is the only thing naming the member; decorative ('') by default. */
  alt?: string;
  /** Writes 'Photo Coming Soon' under the placeholder (for large cards; `[&_[data-caption]]:hidden` hides it at a size). */
  comingSoon?: boolean;
}

export function CastPhoto({ member, name = '', size = 'small', className, alt = '', comingSoon = false }: CastPhotoProps) {
  const url = member ? photoOf(member) : null;
  return (
    <Avatar.Root
      className={cn('inline-flex shrink-0 select-none items-center justify-center overflow-hidden bg-gradient-to-br from-brand-100 to-fuchsia-100', className)}
      title={alt || undefined}
    >
      {url && <Avatar.Image src={photoSrc(url, size)} alt={alt} loading="lazy" className="h-full w-full object-cover" />}
      <Avatar.Fallback
        delayMs={url ? 400 : 0}
        className="flex flex-col items-center justify-center gap-1 text-center font-semibold text-brand-800"
        aria-hidden={alt ? undefined : true}
      >
        <span>{member ? castPlaceholder(member) : castInitials(name)}</span>
        {comingSoon && (
          <span data-caption className="text-xs font-medium uppercase tracking-wide text-brand-700">
            {PHOTO_COMING_SOON}
          </span>
        )}
      </Avatar.Fallback>
    </Avatar.Root>
  );
}
