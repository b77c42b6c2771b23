import { describe, expect, it } from 'vitest';
import { ConfigError, parseStorageUrl } from './storage-url.ts';

describe('STORAGE_URL', () => {
  it('keeps the local folder when unset or empty', () => {
    expect(parseStorageUrl(undefined)).toEqual({ kind: 'local' });
    expect(parseStorageUrl('  ')).toEqual({ kind: 'local' });
  });

  it('reads bucket, prefix, endpoint, region and credentials from the URL', () => {
    expect(parseStorageUrl('s3://KEY:s%2Fecret@federazione/file/caricati?endpoint=http://127.0.0.1:9000&region=eu-south-1')).toEqual({
      kind: 's3',
      bucket: 'federazione',
      prefix: 'file/caricati/',
      region: 'eu-south-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'KEY', secretAccessKey: 's/ecret' },
    });
  });

  it('leaves to the AWS variables what the URL does not say', () => {
    const env = { AWS_REGION: 'eu-west-1', AWS_ENDPOINT_URL_S3: 'https://s3.example.test/' };
    expect(parseStorageUrl('s3://federazione', env)).toEqual({
      kind: 's3',
      bucket: 'federazione',
      prefix: '',
      region: 'eu-west-1',
      endpoint: 'https://s3.example.test',
      forcePathStyle: true,
      credentials: undefined,
    });
    expect(parseStorageUrl('s3://federazione')).toMatchObject({ region: 'us-east-1', endpoint: undefined, forcePathStyle: false });
    expect(parseStorageUrl('s3://federazione?endpoint=https://s3.example.test&path_style=0')).toMatchObject({ forcePathStyle: false });
  });

  it.each([
    ['file:///srv/files', 'solo lo schema s3://'],
    ['s3://Bucket_Maiuscolo', 'non è un nome di bucket'],
    ['s3://ab', 'non è un nome di bucket'],
    ['s3://federazione?endpoint=ftp://x', "l'endpoint deve iniziare con http:// o https://"],
    ['s3://federazione?endpoint=nonunindirizzo', 'l\'endpoint "nonunindirizzo" non è un indirizzo'],
    ['s3://federazione?regione=eu', 'parametri sconosciuti: regione'],
    ['s3://federazione?path_style=forse', 'path_style vale 0 o 1'],
    ['s3://SOLOCHIAVE@federazione', 'ACCESS_KEY:SECRET@bucket'],
    ['non è un url', 'non è un indirizzo'],
  ])('refuses %s with an Italian message', (value, message) => {
    expect(() => parseStorageUrl(value)).toThrow(ConfigError);
    expect(() => parseStorageUrl(value)).toThrow(message);
    expect(() => parseStorageUrl(value)).toThrow(/^STORAGE_URL non valido: .*Formato atteso: s3:\/\//);
  });
});
