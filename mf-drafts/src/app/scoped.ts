// Every exposed screen is wrapped in this remote's scope (its styles apply inside it only).
import '../styles.css';
import { withRemoteScope } from '@reality-draft/kit';
import type { ComponentType } from 'react';

export function scoped<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  return withRemoteScope(__MF_NAME__, Screen);
}
