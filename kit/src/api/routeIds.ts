// The services and route ids of the route tables, as types: what the typed client and the answers' table are keyed by.
import type { ROUTE_TABLES } from '@reality-draft/events';

export type Tables = typeof ROUTE_TABLES;
export type ApiService = keyof Tables;
export type ApiRouteId<S extends ApiService> = keyof Tables[S] & string;
