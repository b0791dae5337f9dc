// What each route the screens call answers, by service and route id. The ids are checked against the
// route tables: an id that is not a route (a renamed one) breaks the build here.
import type {
  AutoPickState,
  AvailableDraft,
  CastToolResponse,
  CatalogueSettingsAnswer,
  CompleteAnswer,
  Contestant,
  DemoAccount,
  DraftHistory,
  DraftPresence,
  DraftRoom,
  DraftSummary,
  EventLogPage,
  InviteView,
  FinishAnswer,
  JoinDraftResponse,
  LeaderboardRow,
  LoginResponse,
  MiniGameLeaderboardEntry,
  MiniGameReplays,
  PeriodAnswer,
  PickQueue,
  PickResponse,
  PlayerAccount,
  PlayerMiniGameItem,
  PlayerMiniGameView,
  PlayerPoints,
  PointEntry,
  PointsLogRow,
  PointTotalsTable,
  PublicTeamPick,
  RankingsAnswer,
  ResetPasswordResponse,
  SentMiniGame,
  ScoredShow,
  SpoilerGuard,
  StartAnswer,
  SudokuTestAnswer,
  SudokuValidateAnswer,
  SudokuView,
  Team,
  UserPick,
} from '@reality-draft/events';
import type { AdminRecord, PlayerRecord } from '../session/types';
import type { ApiRouteId, ApiService } from './routeIds';

/** Only route ids of the tables may appear, each under its own service. */
type OnlyRoutes<T> = { [S in keyof T]: S extends ApiService ? { [I in keyof T[S]]: I extends ApiRouteId<S> ? T[S][I] : never } : never };
type Checked<T extends OnlyRoutes<T>> = T;

type Message = { id: string; message: string };

export type RouteAnswers = Checked<{
  identity: {
    login: LoginResponse;
    register: { user: PlayerRecord };
    demoAccounts: { enabled: boolean; accounts: DemoAccount[] };
    adminMe: AdminRecord;
    playerMe: PlayerRecord;
    listPlayers: PlayerAccount[];
    changePlayerEmail: PlayerAccount;
    resetPlayerPassword: ResetPasswordResponse;
  };
  catalog: {
    listTeams: Team[];
    listContestants: Contestant[];
    listSurvivorContestants: Contestant[];
    seedTeams: CastToolResponse;
    seedContestants: CastToolResponse;
    clearContestants: CastToolResponse;
    forceSeedContestants: CastToolResponse;
    seedSurvivorContestants: CastToolResponse;
    cleanupAmazingRace: CastToolResponse;
    cleanupBigBrother: CastToolResponse;
    importCast: CastToolResponse;
    eliminateTeam: Team;
    eliminateContestant: Contestant;
    requestPhotoUpload: { url: string };
    setTeamPhoto: Team;
    setContestantPhoto: Contestant;
    setSurvivorContestantPhoto: Contestant;
  };
  drafts: {
    createDraft: DraftSummary;
    listAdminDrafts: DraftSummary[];
    deleteDraft: void;
    listPublicDrafts: DraftSummary[];
    listUserDrafts: DraftSummary[];
    joinByCode: JoinDraftResponse;
    joinById: JoinDraftResponse;
    getDraft: DraftRoom;
    draftHistory: DraftHistory;
    availableItems: Array<Team | Contestant>;
    startDraft: DraftRoom;
    startCountdown: DraftRoom;
    cancelCountdown: DraftRoom;
    resetDraft: DraftRoom;
    pauseDraft: DraftRoom;
    resumeDraft: DraftRoom;
    undoLastPick: DraftRoom;
    makePick: PickResponse;
    getPickQueue: PickQueue;
    setPickQueue: PickQueue;
    listUserPicks: UserPick[];
    listPublicTeamPicks: PublicTeamPick[];
    scheduleDraft: DraftSummary;
    setAutoPick: AutoPickState;
    commissionerPick: PickResponse;
    inviteByCode: InviteView;
  };
  scoring: {
    teamPointTotals: PointTotalsTable;
    contestantPointTotals: PointTotalsTable;
    leaderboard: LeaderboardRow[];
    allPlayerPoints: PlayerPoints[];
    correctEntry: PointEntry;
    removeEntry: { message: string; id: string };
    pointsLog: PointsLogRow[];
    periodEntries: PeriodAnswer;
    replacePeriod: PeriodAnswer;
    previewPeriod: PeriodAnswer;
    scoredPeriods: ScoredShow[];
    getSpoilerGuard: SpoilerGuard;
    setSpoilerGuard: SpoilerGuard;
  };
  minigames: {
    availableDrafts: AvailableDraft[];
    sendMiniGame: Message;
    sendSudoku: Message;
    testSudoku: SudokuTestAnswer;
    sentMiniGames: SentMiniGame[];
    catalogueSettings: CatalogueSettingsAnswer;
    saveCatalogueSettings: CatalogueSettingsAnswer;
    rankings: RankingsAnswer;
    finishMiniGame: FinishAnswer;
    resetAttempts: { message: string; miniGamesReset: number };
    deleteMiniGame: Message;
    playerMiniGames: PlayerMiniGameItem[];
    playerMiniGame: PlayerMiniGameView;
    startMiniGame: StartAnswer;
    completeMiniGame: CompleteAnswer;
    sudokuView: SudokuView;
    sudokuStart: StartAnswer;
    sudokuUpdate: { saved: boolean };
    sudokuValidate: SudokuValidateAnswer;
    miniGameLeaderboard: MiniGameLeaderboardEntry[];
    miniGameReplays: MiniGameReplays;
  };
  gateway: {
    draftPresence: DraftPresence;
    eventLog: EventLogPage;
  };
}>;
