// The admin's catalogue settings (beyond spec): GET and PUT /api/admin/mini-games/settings. A save
// writes its answer straight into the cached settings, so the cards show what the server kept.
import type { SaveCatalogueSettingsRequest } from '@reality-draft/events';
import { api, apiRoute, type ApiAnswer } from '@reality-draft/kit';

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    catalogueSettings: build.query<ApiAnswer<'minigames', 'catalogueSettings'>, void>({ query: () => apiRoute('minigames', 'catalogueSettings') }),
    saveCatalogueSettings: build.mutation<ApiAnswer<'minigames', 'saveCatalogueSettings'>, SaveCatalogueSettingsRequest>({
      query: (body) => apiRoute('minigames', 'saveCatalogueSettings', { body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) void dispatch(settingsApi.util.upsertQueryData('catalogueSettings', undefined, data));
      },
    }),
  }),
});

export const { useCatalogueSettingsQuery, useSaveCatalogueSettingsMutation } = settingsApi;
