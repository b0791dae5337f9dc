import { configureStore } from '@reduxjs/toolkit';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '@reality-draft/events';
import { api } from '../api/apiSlice';
import { castPhotoPath, photoFileProblem, uploadFailureToast, UPLOAD_FAILED } from './photoUpload';
import { uploadCastPhoto } from './photoUploadFlow';

function answer(status: number, body: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return { ok: status < 400, status, statusText: 'x', text: async () => text } as Response;
}

const jpeg = (size = 1024) => ({ type: 'image/jpeg', size }) as Blob;
const SIGNED = 'http://localhost/api/objects/uploads/0123?expires=1&signature=abc';
const store = () => configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (defaults) => defaults().concat(api.middleware) });
const survivor = { showType: 'survivor' as const, id: 's 1' };

describe('photo files', () => {
  it('takes JPEG, PNG and WebP files up to 5 MB', () => {
    expect(photoFileProblem(jpeg())).toBeNull();
    expect(photoFileProblem({ type: 'image/webp', size: PHOTO_MAX_BYTES })).toBeNull();
    expect(photoFileProblem({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toBe(PHOTO_MESSAGES.tooLarge);
    expect(photoFileProblem({ type: 'image/gif', size: 10 })).toBe(PHOTO_MESSAGES.notAnImage);
    expect(photoFileProblem({ type: 'image/jpeg', size: 0 })).toBe(PHOTO_MESSAGES.notAnImage);
  });

  it("sets each show's photo at its own path", () => {
    expect(castPhotoPath('survivor', 's 1')).toBe('/api/survivor-contestants/s%201/photo');
    expect(castPhotoPath('big_brother', 'c1')).toBe('/api/contestants/c1/photo');
    expect(castPhotoPath('amazing_race', 't1')).toBe('/api/teams/t1/photo');
  });

  it("says the server's reason, else the spec's text", () => {
    expect(uploadFailureToast({ status: 415, text: '415: x', message: PHOTO_MESSAGES.notAnImage })).toMatchObject({
      title: 'Upload Failed',
      description: PHOTO_MESSAGES.notAnImage,
      variant: 'destructive',
    });
    expect(uploadFailureToast({ status: 'FETCH_ERROR', text: 'FETCH_ERROR: down' }).description).toBe(UPLOAD_FAILED);
    expect(uploadFailureToast(undefined).description).toBe(UPLOAD_FAILED);
  });
});

describe('the upload flow', () => {
  const realFetch = global.fetch;
  let fetchMock: jest.Mock;
  afterEach(() => {
    global.fetch = realFetch;
  });

  const calls = () => fetchMock.mock.calls.map(([url, init]: [string, RequestInit]) => `${init.method ?? 'GET'} ${url}`);

  it('asks for a URL, PUTs the file there and sets the photo it answers with', async () => {
    const member = { id: 's 1', name: 'Jo', photoUrl: '/api/objects/photos/ab' };
    fetchMock = jest
      .fn()
      .mockResolvedValueOnce(answer(200, { url: SIGNED }))
      .mockResolvedValueOnce(answer(201, { photoUrl: '/api/objects/photos/ab' }))
      .mockResolvedValueOnce(answer(200, member));
    global.fetch = fetchMock;
    const file = jpeg();
    const result = await uploadCastPhoto(store().dispatch, survivor, file);
    expect(result).toEqual({ member });
    expect(calls()).toEqual(['POST /api/objects/upload', `PUT ${SIGNED}`, 'PUT /api/survivor-contestants/s%201/photo']);
    const [, put] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(put.body).toBe(file);
    expect(put.headers).toEqual({ 'Content-Type': 'image/jpeg' });
    expect(JSON.parse(String((fetchMock.mock.calls[2] as [string, RequestInit])[1].body))).toEqual({ photoUrl: '/api/objects/photos/ab' });
  });

  it('sends the upload URL itself when the store answers without a photo address', async () => {
    fetchMock = jest
      .fn()
      .mockResolvedValueOnce(answer(200, { url: SIGNED }))
      .mockResolvedValueOnce(answer(200, undefined))
      .mockResolvedValueOnce(answer(200, {}));
    global.fetch = fetchMock;
    await uploadCastPhoto(store().dispatch, survivor, jpeg());
    expect(JSON.parse(String((fetchMock.mock.calls[2] as [string, RequestInit])[1].body))).toEqual({ photoUrl: SIGNED });
  });

  it('stops at a refused file with the server message, and sets nothing', async () => {
    fetchMock = jest
      .fn()
      .mockResolvedValueOnce(answer(200, { url: SIGNED }))
      .mockResolvedValueOnce(answer(415, { message: PHOTO_MESSAGES.notAnImage }));
    global.fetch = fetchMock;
    const result = await uploadCastPhoto(store().dispatch, survivor, jpeg());
    expect(calls()).toHaveLength(2);
    expect(uploadFailureToast(result.failure).description).toBe(PHOTO_MESSAGES.notAnImage);
  });

  it('stops when no upload URL is given (a player asking, say)', async () => {
    fetchMock = jest.fn().mockResolvedValue(answer(403, { message: 'Admin access required' }));
    global.fetch = fetchMock;
    const result = await uploadCastPhoto(store().dispatch, survivor, jpeg());
    expect(calls()).toEqual(['POST /api/objects/upload']);
    expect(result.member).toBeUndefined();
  });

  it('never sends a file the server would refuse', async () => {
    fetchMock = jest.fn();
    global.fetch = fetchMock;
    const result = await uploadCastPhoto(store().dispatch, survivor, jpeg(PHOTO_MAX_BYTES + 1));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(uploadFailureToast(result.failure).description).toBe(PHOTO_MESSAGES.tooLarge);
  });
});
