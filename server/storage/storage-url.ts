// STORAGE_URL: where the file store lives. Unset: the local folder `{DATA_DIR}/files`.
//   s3://[ACCESS_KEY:SECRET@]bucket[/prefix][?endpoint=https://…&region=…&path_style=0|1]
// What the URL leaves out comes from the AWS SDK's usual sources: credentials from
// AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (/ AWS_SESSION_TOKEN), AWS_PROFILE or the machine's role;
// the endpoint from AWS_ENDPOINT_URL_S3 / AWS_ENDPOINT_URL (else AWS itself); the region from
// AWS_REGION (else us-east-1). Path-style addressing is the default with an explicit endpoint,
// since most S3-compatible servers (MinIO, Ceph, Garage…) expect it.

export class ConfigError extends Error {}

export interface S3Settings {
  kind: 's3';
  bucket: string;
  /** Prepended to every object key; empty or ending with '/'. */
  prefix: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export type StorageSettings = { kind: 'local' } | S3Settings;

const QUERY_NAMES = ['endpoint', 'region', 'path_style'];
// S3's bucket naming rules: 3–63 lowercase letters, digits, dots and hyphens, starting and ending with a letter or digit.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const EXAMPLE = 's3://bucket/prefisso?endpoint=https://…&region=…';

const invalid = (why: string) => new ConfigError(`STORAGE_URL non valido: ${why}. Formato atteso: ${EXAMPLE}`);

function parseEndpoint(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    throw invalid(`l'endpoint "${value}" non è un indirizzo`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw invalid(`l'endpoint deve iniziare con http:// o https:// (trovato "${value}")`);
  return u.toString().replace(/\/+$/, '');
}

function parsePathStyle(value: string | null, hasEndpoint: boolean): boolean {
  if (value === null) return hasEndpoint;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw invalid(`path_style vale 0 o 1 (trovato "${value}")`);
}

function parseUrl(value: string): URL {
  try {
    return new URL(value);
  } catch {
    throw invalid(`"${value}" non è un indirizzo`);
  }
}

export function parseStorageUrl(value: string | undefined, env: NodeJS.ProcessEnv = {}): StorageSettings {
  if (!value?.trim()) return { kind: 'local' };
  const url = parseUrl(value.trim());
  if (url.protocol !== 's3:') throw invalid(`è supportato solo lo schema s3:// (trovato "${url.protocol}//")`);
  const bucket = url.hostname;
  if (!BUCKET.test(bucket)) throw invalid(`"${bucket}" non è un nome di bucket S3 (3–63 caratteri: minuscole, cifre, punti, trattini)`);
  const unknown = [...url.searchParams.keys()].filter((k) => !QUERY_NAMES.includes(k));
  if (unknown.length) throw invalid(`parametri sconosciuti: ${unknown.join(', ')} (ammessi: ${QUERY_NAMES.join(', ')})`);
  if (url.username && !url.password) throw invalid('le credenziali nell’indirizzo vanno scritte ACCESS_KEY:SECRET@bucket');
  const endpoint = parseEndpoint(url.searchParams.get('endpoint') ?? env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL);
  const segments = url.pathname.split('/').filter(Boolean);
  return {
    kind: 's3',
    bucket,
    prefix: segments.length ? `${segments.map(decodeURIComponent).join('/')}/` : '',
    region: url.searchParams.get('region') || env.AWS_REGION || 'us-east-1',
    endpoint,
    forcePathStyle: parsePathStyle(url.searchParams.get('path_style'), endpoint !== undefined),
    credentials: url.username ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) } : undefined,
  };
}

/** The URL with its secret hidden, for logs. */
export const describeStorage = (s: StorageSettings, localRoot: string) => (s.kind === 'local' ? `cartella ${localRoot}` : `s3://${s.bucket}/${s.prefix}${s.endpoint ? ` su ${s.endpoint}` : ''}`);
