import type { Language, SigningParty } from '@zhuji/shared';

const messages = {
  notSigner: {
    zh: '您不在该记录的签署方之列',
    en: 'You are not one of the parties that sign this record',
    es: 'Usted no es una de las partes que firman este registro',
  },
  notYourTurn: {
    zh: '还未轮到您签署：当前应由{party}签署',
    en: 'It is not your turn to sign: {party} signs now',
    es: 'Aún no le toca firmar: ahora firma {party}',
  },
  complete: {
    zh: '该版本各方均已签署',
    en: 'Every party has already signed this version',
    es: 'Todas las partes ya han firmado esta versión',
  },
  staleVersion: {
    zh: '该记录已有更新的版本（第{version}版），请刷新后签署',
    en: 'The record has a newer version ({version}); refresh before signing',
    es: 'El registro tiene una versión más reciente ({version}); actualice antes de firmar',
  },
  nothingToSign: {
    zh: '该记录还没有待签署的版本',
    en: 'The record has no version to sign yet',
    es: 'El registro aún no tiene ninguna versión para firmar',
  },
  contentChanged: {
    zh: '记录内容与待签版本不一致（{where}），须先办理更正',
    en: 'The record differs from the version to sign ({where}); amend it first',
    es: 'El registro difiere de la versión a firmar ({where}); corríjalo primero',
  },
  alreadySigned: {
    zh: '您已在该版本上签署过',
    en: 'You have already signed this version',
    es: 'Ya ha firmado esta versión',
  },
  imageInvalid: {
    zh: '手写签名图片无效，请重新签名',
    en: 'The drawn signature is not a valid image; sign again',
    es: 'La firma dibujada no es una imagen válida; firme de nuevo',
  },
  altered: {
    zh: '记录在签署后被改动：{where}',
    en: 'The record was changed after it was signed: {where}',
    es: 'El registro se modificó después de firmarse: {where}',
  },
  badSignature: {
    zh: '第{step}步（{party}）的签名验证不通过',
    en: 'The signature of step {step} ({party}) does not verify',
    es: 'La firma del paso {step} ({party}) no se verifica',
  },
  chainMissing: {
    zh: '签名链第{seq}条记录缺失',
    en: 'Entry {seq} of the signature chain is missing',
    es: 'Falta la entrada {seq} de la cadena de firmas',
  },
  chainAltered: {
    zh: '签名链第{seq}条记录被改动',
    en: 'Entry {seq} of the signature chain was changed',
    es: 'La entrada {seq} de la cadena de firmas fue modificada',
  },
  chainUnlinked: {
    zh: '签名链第{seq}条与前一条不衔接',
    en: 'Entry {seq} of the signature chain does not follow the one before it',
    es: 'La entrada {seq} de la cadena de firmas no sigue a la anterior',
  },
  signatureNotChained: {
    zh: '第{step}步（{party}）的签名不在签名链中',
    en: 'The signature of step {step} ({party}) is not in the signature chain',
    es: 'La firma del paso {step} ({party}) no está en la cadena de firmas',
  },
  reasonRequired: {
    zh: '更正须填写原因',
    en: 'An amendment needs a reason',
    es: 'Una corrección necesita un motivo',
  },
} satisfies Record<string, Record<Language, string>>;

export type SignatureMessageKey = keyof typeof messages;

export function signatureMessage(
  key: SignatureMessageKey,
  lang: Language,
  vars: Record<string, string | number> = {},
): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}

export const PARTY_LABELS: Record<SigningParty, Record<Language, string>> = {
  lab: { zh: '检测单位', en: 'testing lab', es: 'laboratorio' },
  contractor: { zh: '施工单位', en: 'contractor', es: 'contratista' },
  supervisor: { zh: '监理单位', en: 'supervisor', es: 'supervisión' },
  owner: { zh: '建设单位', en: 'owner', es: 'propietario' },
};

export const partyLabel = (party: SigningParty, lang: Language) => PARTY_LABELS[party][lang];
