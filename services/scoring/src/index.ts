export { scoringService, type ScoringSettings } from './scoringModule';
