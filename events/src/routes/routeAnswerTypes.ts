/**
 * What a route answers, by the name its table entry gives (`answer: 'DraftRoom'`). Each name stands for
 * one type declared beside its service's events; the server's handler must answer it, the client's
 * endpoint receives it, and the route probe checks every answer it gets against the JSON Schema
 * generated from this very interface (services/gateway/test/probe/answerSchemas.ts).
 */
import type { AttemptsReset, MiniGameMessage, SudokuSaved } from '../minigames/api';
import type {
  AvailableDraft,
  CompleteAnswer,
  FinishAnswer,
  MiniGameLeaderboardEntry,
  MiniGameReplays,
  PlayerMiniGameItem,
  PlayerMiniGameView,
  RankingsAnswer,
  SentMiniGame,
  StartAnswer,
  SudokuTestAnswer,
  SudokuValidateAnswer,
  SudokuView,
} from '../minigames/api';
import type { CatalogueSettingsAnswer } from '../minigames/catalogueSettings';
import type { CastToolResponse, Contestant, PhotoUploadTicket, Team, UploadedPhoto } from '../catalog/api';
import type {
  AutoPickState,
  DraftDeletedAnswer,
  DraftPresence,
  DraftRoom,
  DraftSummary,
  InviteView,
  JoinDraftResponse,
  PickQueue,
  PickResponse,
  PublicTeamPick,
  UserPick,
} from '../drafts/api';
import type { DraftHistory } from '../drafts/history';
import type { EventLogPage } from '../gateway/eventLog';
import type { OpenApiDocument } from '../gateway/openApi';
import type { PlayerDataExport } from '../identity/playerExport';
import type { ChatMessage, ChatPage } from '../chat/api';
import type { SeasonsAnswer } from '../league/seasons';
import type {
  LeagueRulesAnswer,
  PredictionPeriod,
  PredictionSettings,
  PredictionsAnswer,
  RecapsAnswer,
  ReplacementClaimView,
  ReplacementsAnswer,
  TradesAnswer,
  TradeView,
} from '../league/api';
import type { AccountMessage, AdminAccount, DemoAccountsAnswer, LoginResponse, PlayerAccount, RegisterAnswer, ResetPasswordResponse } from '../identity/api';
import type { PushSubscribed, VapidPublicKey } from '../push/webPush';
import type {
  DetailedPointRow,
  LeaderboardRow,
  PeriodAnswer,
  PlayerPoints,
  PointEntry,
  PointsLogRow,
  PointsPreviewAnswer,
  PointTotalsTable,
  RemovedEntry,
  ScoredShow,
  SpoilerGuard,
} from '../scoring/api';

export interface RouteAnswerTypes {
  // identity
  LoginResponse: LoginResponse;
  RegisterAnswer: RegisterAnswer;
  DemoAccountsAnswer: DemoAccountsAnswer;
  AdminAccount: AdminAccount;
  PlayerAccount: PlayerAccount;
  'PlayerAccount[]': PlayerAccount[];
  ResetPasswordResponse: ResetPasswordResponse;
  AccountMessage: AccountMessage;
  // catalog
  Team: Team;
  'Team[]': Team[];
  Contestant: Contestant;
  'Contestant[]': Contestant[];
  CastToolResponse: CastToolResponse;
  PhotoUploadTicket: PhotoUploadTicket;
  UploadedPhoto: UploadedPhoto;
  // drafts
  DraftSummary: DraftSummary;
  'DraftSummary[]': DraftSummary[];
  DraftDeletedAnswer: DraftDeletedAnswer;
  DraftRoom: DraftRoom;
  DraftHistory: DraftHistory;
  'AvailableItem[]': (Team | Contestant)[];
  PickResponse: PickResponse;
  JoinDraftResponse: JoinDraftResponse;
  PickQueue: PickQueue;
  AutoPickState: AutoPickState;
  InviteView: InviteView;
  'UserPick[]': UserPick[];
  'PublicTeamPick[]': PublicTeamPick[];
  // scoring
  PointEntry: PointEntry;
  PointTotalsTable: PointTotalsTable;
  'DetailedPointRow[]': DetailedPointRow[];
  'LeaderboardRow[]': LeaderboardRow[];
  'PlayerPoints[]': PlayerPoints[];
  RemovedEntry: RemovedEntry;
  'PointsLogRow[]': PointsLogRow[];
  PeriodAnswer: PeriodAnswer;
  PointsPreviewAnswer: PointsPreviewAnswer;
  'ScoredShow[]': ScoredShow[];
  SpoilerGuard: SpoilerGuard;
  RecapsAnswer: RecapsAnswer;
  PredictionsAnswer: PredictionsAnswer;
  PredictionPeriod: PredictionPeriod;
  PredictionSettings: PredictionSettings;
  LeagueRulesAnswer: LeagueRulesAnswer;
  ReplacementsAnswer: ReplacementsAnswer;
  ReplacementClaimView: ReplacementClaimView;
  TradesAnswer: TradesAnswer;
  TradeView: TradeView;
  SeasonsAnswer: SeasonsAnswer;
  // mini-games
  'AvailableDraft[]': AvailableDraft[];
  MiniGameMessage: MiniGameMessage;
  SudokuTestAnswer: SudokuTestAnswer;
  'SentMiniGame[]': SentMiniGame[];
  CatalogueSettingsAnswer: CatalogueSettingsAnswer;
  RankingsAnswer: RankingsAnswer;
  FinishAnswer: FinishAnswer;
  AttemptsReset: AttemptsReset;
  'PlayerMiniGameItem[]': PlayerMiniGameItem[];
  PlayerMiniGameView: PlayerMiniGameView;
  StartAnswer: StartAnswer;
  CompleteAnswer: CompleteAnswer;
  SudokuView: SudokuView;
  SudokuSaved: SudokuSaved;
  SudokuValidateAnswer: SudokuValidateAnswer;
  'MiniGameLeaderboardEntry[]': MiniGameLeaderboardEntry[];
  MiniGameReplays: MiniGameReplays;
  // push and the gateway
  VapidPublicKey: VapidPublicKey;
  PushSubscribed: PushSubscribed;
  DraftPresence: DraftPresence;
  EventLogPage: EventLogPage;
  OpenApiDocument: OpenApiDocument;
  PlayerDataExport: PlayerDataExport;
  ChatMessage: ChatMessage;
  ChatPage: ChatPage;
}

/** The name of an answer type, as a route table entry gives it. */
export type AnswerName = keyof RouteAnswerTypes;
