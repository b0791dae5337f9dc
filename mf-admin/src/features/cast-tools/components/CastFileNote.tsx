// What a cast file must look like, for the chosen show.
import { SHOW_NAMES, SHOW_SEASONS, type ShowType } from '@reality-draft/events';
import { Fragment } from 'react';
import { CAST_FILE_COLUMNS } from '../model/castFile';

function Columns({ names }: { names: string[] }) {
  return (
    <>
      {names.map((name, index) => (
        <Fragment key={name}>
          {index > 0 && ', '}
          <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.7rem] text-slate-700">{name}</code>
        </Fragment>
      ))}
    </>
  );
}

export function CastFileNote({ showType }: { showType: ShowType }) {
  const { required, optional, note } = CAST_FILE_COLUMNS[showType];
  return (
    <div className="space-y-1.5 text-xs leading-relaxed text-slate-500">
      <p>
        The casts that ship with the app are <strong className="font-semibold text-slate-700">demo casts</strong> (made-up people for trying the game). Load the
        real {SHOW_NAMES[showType]} cast from a file to replace it.
      </p>
      <p>
        A CSV file with a header row, or a JSON array of objects. Required: <Columns names={required} />. Optional: <Columns names={optional} />.
        {note && ` ${note}`} The season defaults to {SHOW_SEASONS[showType]}; loading a file replaces the show's current cast.
      </p>
    </div>
  );
}
