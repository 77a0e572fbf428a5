// The module contract: the ModuleManifest each modules/<m>/index.ts exports, and the contexts its seed
// and startup hooks receive. apps/server/src/modules.ts lists the manifests.
export { type DemoSeedContext, defineModule, type ModuleManifest, type StartupContext } from './manifest';
