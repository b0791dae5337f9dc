/** Test code: a cast photo over HTTP — uploaded to a signed URL, set as a team's photo, and loaded as an <img> would. */
import type { Team } from '@reality-draft/events';
import type { ApiClient } from './apiClient';

/** The admin asks for an upload URL, PUTs the JPEG's bytes to it and sets the photo kept there as the team's own (teamPhotoUrl); the photo's path comes back. */
export async function setTeamPhoto(api: ApiClient, admin: string, teamId: string, jpeg: Buffer): Promise<string> {
  const { url } = await api.ok<{ url: string }>('POST', '/objects/upload', { token: admin, body: {} });
  const upload = await fetch(new URL(url, api.baseUrl), { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: jpeg });
  if (upload.status !== 200) throw new Error(`The photo's upload answered ${upload.status}: ${await upload.text()}`);
  const { photoUrl } = (await upload.json()) as { photoUrl: string };
  const team = await api.ok<Team>('PUT', `/teams/${teamId}/photo`, { token: admin, body: { photoUrl } });
  expect(team.teamPhotoUrl).toBe(photoUrl);
  return photoUrl;
}

/** The photo's bytes, fetched without credentials as a page's <img> fetches them. */
export async function photoBytes(api: ApiClient, photoUrl: string): Promise<Buffer> {
  const res = await fetch(new URL(photoUrl, api.baseUrl));
  if (res.status !== 200) throw new Error(`GET ${photoUrl} answered ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}
