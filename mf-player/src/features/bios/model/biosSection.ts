// A show's cast section on a bios page: its heading's id, its title and its list's name, from the show's name.
import { SHOW_NAMES, type ShowType } from '@reality-draft/events';

export interface BiosSectionNames {
  id: string;
  title: string;
  label: string;
}

export function biosSection(showType: ShowType): BiosSectionNames {
  const name = SHOW_NAMES[showType];
  const members = showType === 'amazing_race' ? 'Teams' : 'Contestants';
  return { id: `bios-${showType.replace('_', '-')}`, title: `${name} ${members}`, label: `${name} ${members.toLowerCase()}` };
}
