import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { contentTypeOf, isStorageKey, type Storage } from './store';

export interface S3Options {
  bucket: string;
  /** Unset: AWS itself, found by region. */
  endpoint?: string;
  region: string;
  /** Bucket in the path (http://host/bucket/key), as most self-hosted S3 servers need. */
  forcePathStyle: boolean;
  /** Unset: the SDK's usual chain (AWS_* variables, profiles, instance roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** A missing object: GET answers NoSuchKey, HEAD a bare 404. */
const isMissing = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound');

/** Objects in a bucket of any S3-compatible service: every API process sees every upload. */
export function s3Storage(options: S3Options): Storage {
  const Bucket = options.bucket;
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Checksums only where S3 requires them: many S3-compatible servers reject the newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const description = `bucket ${Bucket}${options.endpoint ? ` at ${options.endpoint}` : ` in ${options.region}`}`;

  return {
    description,

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (err) {
        const reason =
          err instanceof S3ServiceException ? `${err.name} (${err.$metadata.httpStatusCode})` : String(err);
        throw new Error(`Object storage ${description} cannot be used: ${reason}`);
      }
    },

    async put(key, body) {
      if (!isStorageKey(key)) throw new Error(`Not a storage key: ${key}`);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentTypeOf(key) }));
    },

    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return {
          body: answer.Body as Readable,
          size: answer.ContentLength ?? 0,
          contentType: answer.ContentType ?? contentTypeOf(key),
          etag: answer.ETag ?? '""',
          lastModified: answer.LastModified ?? new Date(0),
        };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async size(key) {
      if (!isStorageKey(key)) return null;
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: key }))).ContentLength ?? 0;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async delete(key) {
      if (!isStorageKey(key)) throw new Error(`Not a storage key: ${key}`);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async *list(prefix = '') {
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix || undefined })) {
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      }
    },

    async close() {
      client.destroy();
    },
  };
}
