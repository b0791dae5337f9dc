/**
 * Where an S3-compatible bucket keeps the photos (AWS S3, MinIO, Cloudflare R2…), read from S3_BUCKET,
 * S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE and S3_PREFIX.
 */
export interface S3Config {
  bucket: string;
  /** The server's base URL (MinIO, R2); AWS S3 itself when undefined. */
  endpoint?: string;
  region: string;
  /** Both, or neither: the SDK's default chain (environment, web identity, instance role…) then. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `bucket` in the path rather than the host name (MinIO and most servers that are not AWS). */
  forcePathStyle: boolean;
  /** Every key of this store starts with it ('' or ending in '/'): several deployments may share a bucket. */
  prefix: string;
}

/** AWS's own default region; MinIO accepts any, R2 wants `auto`. */
export const DEFAULT_S3_REGION = 'us-east-1';

// S3's own rule for bucket names (3 to 63 lowercase letters, digits, dots, hyphens; a letter or digit at each end).
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{1,32}$/;
const PREFIX_PART = /^[A-Za-z0-9._-]+$/;
const FLAGS: Record<string, boolean> = { '1': true, true: true, '0': false, false: false };

/** The S3 settings, or undefined when S3_BUCKET is not set (the photos stay on disk or in memory). Refuses what cannot work. */
export function s3ConfigFromEnv(env: NodeJS.ProcessEnv): S3Config | undefined {
  const bucket = env.S3_BUCKET || undefined;
  const endpoint = env.S3_ENDPOINT || undefined;
  if (!bucket) {
    const stray = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX'].find((name) => env[name]);
    if (stray) throw new Error(`${stray} is set but S3_BUCKET is not: name the bucket the photos go to`);
    return undefined;
  }
  if (!BUCKET.test(bucket))
    throw new Error(`S3_BUCKET must be a bucket name (3 to 63 lowercase letters, digits, dots, hyphens), not ${JSON.stringify(bucket)}`);
  if (endpoint !== undefined && !isHttpUrl(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s) URL, not ${JSON.stringify(endpoint)}`);
  const region = env.S3_REGION || DEFAULT_S3_REGION;
  if (!REGION.test(region)) throw new Error(`S3_REGION must be a region name like eu-west-1 or auto, not ${JSON.stringify(region)}`);
  return { bucket, endpoint, region, credentials: credentialsFrom(env), forcePathStyle: flag(env.S3_FORCE_PATH_STYLE), prefix: keyPrefix(env.S3_PREFIX) };
}

function credentialsFrom(env: NodeJS.ProcessEnv): S3Config['credentials'] {
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (!accessKeyId && !secretAccessKey) return undefined;
  if (!accessKeyId || !secretAccessKey)
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the SDK default chain');
  return { accessKeyId, secretAccessKey };
}

function flag(value: string | undefined): boolean {
  if (value === undefined || value === '') return false;
  const parsed = FLAGS[value.toLowerCase()];
  if (parsed === undefined) throw new Error(`S3_FORCE_PATH_STYLE must be 1 or 0, not ${JSON.stringify(value)}`);
  return parsed;
}

/** `photos`, `a/b/` → `photos/`, `a/b/`; '' stays ''. Segments of letters, digits, dots, hyphens, underscores; no `.` or `..`. */
export function keyPrefix(value: string | undefined): string {
  if (!value) return '';
  const parts = value.replace(/\/$/, '').split('/');
  if (!parts.every((part) => PREFIX_PART.test(part) && part !== '.' && part !== '..'))
    throw new Error(`S3_PREFIX must be folder names joined by '/', not ${JSON.stringify(value)}`);
  return `${parts.join('/')}/`;
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** For the start-up log line: bucket, prefix and server, never a key. */
export function describeS3(config: S3Config): string {
  const where = config.endpoint ? new URL(config.endpoint).host : `AWS S3 (${config.region})`;
  return `S3 bucket ${config.bucket}${config.prefix ? `/${config.prefix}` : ''} at ${where}`;
}
