import { ok, signatureCalls } from '@zhuji/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertMember } from '../../platform/access';
import { callRoute } from '../../platform/http/call-route';
import { platformSigningKey, recordView, signRecord, verifyChain } from '../../platform/signature';

const tags = ['signature'];
const actor = (req: FastifyRequest) => ({ userId: req.user.userId, ip: req.ip });

/**
 * Signing a record in turn, reading its versions and signatures, the project's chain, and the platform's
 * public key (docs/domains/signature.md). Each record type's module decides who reads it (its menu
 * action, 404 outside); the platform decides whose turn it is.
 */
export async function signatureRoutes(app: FastifyInstance) {
  const db = app.db;
  const key = () => platformSigningKey(app.config.dataDir);

  callRoute(app, signatureCalls.publicKey, {
    public: true,
    tags,
    summary: '平台验签公钥 (Ed25519, public: anyone can check a signed record offline)',
    handler: async () => {
      const k = key();
      return ok({ algorithm: 'Ed25519' as const, keyId: k.keyId, publicKeyPem: k.publicKeyPem });
    },
  });

  callRoute(app, signatureCalls.record, {
    who: { kind: 'projectMember', note: 'who may read the record in its own module (404 outside)' },
    tags,
    summary: '记录签署情况 (versions, each party’s signature verified, whose turn, changes since signing)',
    handler: async (req) => ok(await recordView(db, key(), req.user, req.query.type, req.query.id, req.lang)),
  });

  callRoute(app, signatureCalls.sign, {
    who: { kind: 'projectMember', note: 'the party whose turn it is, in the record’s chain of parties' },
    tags,
    summary: '签署 (drawn signature + platform signature over the content hash, appended to the chain)',
    handler: async (req) =>
      ok(await signRecord(db, key(), app.storage, req.user, actor(req), req.body, req.lang)),
  });

  callRoute(app, signatureCalls.chain, {
    who: { kind: 'projectMember', note: 'member of the project (the chain holds hashes, no content)' },
    tags,
    summary: '项目签名链校验 (walks the chain; names the first entry missing or changed)',
    handler: async (req) => {
      await assertMember(db, req.user.userId, req.query.proId, req.lang);
      return ok(await verifyChain(db, req.query.proId, req.lang));
    },
  });
}
