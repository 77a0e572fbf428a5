import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { StorageConfig } from '../../config';
import { LocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { FileStorage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** The file store chosen by STORAGE_DRIVER; modules keep their file records in `stored_file`. */
    storage: FileStorage;
  }
}

/** The configured store; throws (refusing start-up) when the configuration cannot work. */
export function createStorage(config: StorageConfig, dataDir: string): FileStorage {
  switch (config.driver) {
    case 'local':
      return new LocalStorage(dataDir);
    case 's3':
      return createS3Storage(config.s3);
  }
}

async function storagePlugin(app: FastifyInstance) {
  app.decorate('storage', createStorage(app.config.storage, app.config.dataDir));
}

export default fp(storagePlugin, { name: 'storage' });
