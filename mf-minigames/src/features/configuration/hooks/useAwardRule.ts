// The award rule of a game type as the admin's saved point value makes it.
import { catalogueIdOf, defaultCatalogueSettings, type GameType, type WireGameType } from '@reality-draft/events';
import { useCatalogueSettingsQuery } from '../api/settingsApi';
import { awardRuleText } from '../api/finishText';

export function useAwardRule(gameType: GameType | WireGameType): string {
  const { data } = useCatalogueSettingsQuery();
  const settings = data?.settings ?? defaultCatalogueSettings();
  return awardRuleText(settings[catalogueIdOf(gameType)].pointValue);
}
