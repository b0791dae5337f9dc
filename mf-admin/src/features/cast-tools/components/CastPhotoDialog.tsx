// One member's photo: the current one (or its placeholder), a file to upload in its place, and
// removing it. Closes once the photo is set or removed.
import { Button, CastPhoto, CastPhotoField, Dialog, useCastPhoto, useChosenPhoto } from '@reality-draft/kit';
import type { Contestant, ShowType, Team } from '@reality-draft/events';
import { Trash2, Upload } from 'lucide-react';
import { useEffect, type FormEvent } from 'react';
import { castMemberLine } from '../model/castMembers';

interface Props {
  showType: ShowType;
  /** The member whose photo is open, or null when the dialog is closed. */
  member: Team | Contestant | null;
  onClose: () => void;
}

export function CastPhotoDialog({ showType, member, onClose }: Props) {
  const { upload, remove, busy } = useCastPhoto();
  const chosen = useChosenPhoto();
  const { clear } = chosen;
  const line = member ? castMemberLine(member) : null;

  useEffect(() => clear(), [member?.id, clear]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!member || !line || !chosen.file || !chosen.ready) return;
    if (await upload({ showType, id: member.id }, chosen.file, line.name)) onClose();
  };
  const removePhoto = async () => {
    if (member && line && (await remove({ showType, id: member.id }, line.name))) onClose();
  };

  return (
    <Dialog
      open={member !== null}
      onClose={onClose}
      className="max-w-lg"
      title={line ? `Photo of ${line.name}` : 'Photo'}
      description={`${line?.number ?? ''} · Shown on the bios pages, in draft rooms and on the standings.`}
    >
      {member && line && (
        <form onSubmit={(event) => void submit(event)} className="space-y-6">
          <CastPhotoField
            label={line.hasPhoto ? 'Replace with' : 'Photo file'}
            chosen={chosen}
            disabled={busy}
            current={<CastPhoto member={member} size="small" className="h-full w-full text-2xl" alt={`Current photo of ${line.name}`} />}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
            {line.hasPhoto && (
              <Button variant="outline" className="!text-rose-700 hover:!bg-rose-50 sm:mr-auto" disabled={busy} onClick={() => void removePhoto()}>
                <Trash2 className="h-4 w-4" aria-hidden />
                Remove Photo
              </Button>
            )}
            <Button variant="outline" onClick={onClose} className="sm:ml-auto">
              Cancel
            </Button>
            <Button type="submit" disabled={!chosen.ready} busy={busy}>
              {!busy && <Upload className="h-4 w-4" aria-hidden />}
              {line.hasPhoto ? 'Replace Photo' : 'Upload Photo'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
