// A cast member's photo (a team's team photo, a contestant's photo) with the spec's fallback when
// there is none: the initials of a contestant, the number of a team (spec 02 §8 'Missing photo').
import * as Avatar from '@radix-ui/react-avatar';
import { isTeam, photoOf, photoSrc, type CastMember, type PhotoSize } from '@reality-draft/events';
import { cn } from '../ui/cn';

/** What stands in for a missing photo: a team's number ('#7'), a contestant's initials ('JD'). */
export function castPlaceholder(member: CastMember): string {
  if (isTeam(member)) return `#${member.teamNumber}`;
  const words = member.name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word[0]?.toUpperCase() ?? '').join('') || '?';
}

export interface CastPhotoProps {
  member: CastMember;
  /** 'small' (160 px) for avatars and rows, 'large' (640 px) for cards. */
  size?: PhotoSize;
  /** The box: its size and shape come from here (e.g. 'h-10 w-10 rounded-full', 'aspect-[4/3] w-full rounded-xl'). */
  className?: string;
  /** Read out when the photo is the only thing naming the member; decorative ('') by default. */
  alt?: string;
}

export function CastPhoto({ member, size = 'small', className, alt = '' }: CastPhotoProps) {
  const url = photoOf(member);
  return (
    <Avatar.Root
      className={cn('inline-flex shrink-0 select-none items-center justify-center overflow-hidden bg-gradient-to-br from-brand-100 to-fuchsia-100', className)}
      title={alt || undefined}
    >
      {url && <Avatar.Image src={photoSrc(url, size)} alt={alt} loading="lazy" className="h-full w-full object-cover" />}
      <Avatar.Fallback delayMs={url ? 400 : 0} className="font-semibold text-brand-800" aria-hidden={alt ? undefined : true}>
        {castPlaceholder(member)}
      </Avatar.Fallback>
    </Avatar.Root>
  );
}
