// The survivor photo upload card (docs/drafts.md#cast-photos): choose a Survivor contestant and a file, see
// it, upload it. 'Upload Failed' with the server's reason, else 'Failed to upload photo. Please try again.'
import {
  Button,
  Card,
  CardBody,
  CardHeader,
  CastPhoto,
  CastPhotoField,
  SelectField,
  Spinner,
  useCastPhoto,
  useChosenPhoto,
  useSurvivorContestantsQuery,
} from '@reality-draft/kit';
import type { Contestant } from '@reality-draft/events';
import { Camera, Upload } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { survivorOptions } from '../model/survivorOptions';

function PhotoForm({ contestants }: { contestants: Contestant[] }) {
  const options = useMemo(() => survivorOptions(contestants), [contestants]);
  const [contestantId, setContestantId] = useState('');
  const chosen = useChosenPhoto();
  const { upload, busy } = useCastPhoto();
  const contestant = contestants.find((item) => item.id === contestantId) ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!contestant || !chosen.file || !chosen.ready) return;
    if (await upload({ showType: 'survivor', id: contestant.id }, chosen.file, contestant.name)) chosen.clear();
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label="Survivor photo upload"
      className="grid gap-4 sm:grid-cols-2 sm:items-start md:grid-cols-1 lg:grid-cols-2"
    >
      <SelectField label="Contestant" options={options} value={contestantId} onChange={(event) => setContestantId(event.target.value)} disabled={busy} />
      <CastPhotoField
        label="Photo"
        chosen={chosen}
        disabled={busy}
        current={
          contestant ? (
            <CastPhoto member={contestant} className="h-full w-full text-2xl" alt={`Current photo of ${contestant.name}`} />
          ) : (
            <Camera className="h-7 w-7 text-slate-400" aria-hidden />
          )
        }
      />
      <Button
        type="submit"
        className="w-full sm:col-span-2 sm:w-auto sm:justify-self-start md:col-span-1 lg:col-span-2"
        disabled={!contestant || !chosen.ready}
        busy={busy}
      >
        {!busy && <Upload className="h-4 w-4" aria-hidden />}
        Upload Photo
      </Button>
    </form>
  );
}

function CardContent() {
  const { data, isLoading, error } = useSurvivorContestantsQuery();
  if (isLoading) return <Spinner className="h-5 w-5 text-slate-400" />;
  if (error && !data) return <p className="text-sm text-slate-600">The Survivor contestants could not be loaded. Reload the page to try again.</p>;
  if (!data?.length) return <p className="text-sm text-slate-600">No Survivor contestants are loaded yet. Seed them or load a cast in Data Tools first.</p>;
  return <PhotoForm contestants={data} />;
}

export function SurvivorPhotoCard({ className }: { className?: string }) {
  return (
    <Card className={className}>
      <CardHeader
        icon={<Camera className="h-5 w-5" />}
        title="Survivor Photos"
        description="Upload a Survivor contestant's photo for the bios, draft rooms and standings."
      />
      <CardBody>
        <CardContent />
      </CardBody>
    </Card>
  );
}
