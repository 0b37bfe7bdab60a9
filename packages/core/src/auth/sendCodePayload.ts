import type { SendCodePayload } from '../api/schemas/user.ts';
import type { CryptoPort } from '../ports/crypto.ts';

export interface SendCodeFields {
  /** Full phone (digits only, no area code) or e-mail. */
  target: string;
  name: string;
  /** A fresh id per request (docs/protocol.md, "Verification codes"). */
  codeId: string;
  type: SendCodePayload['type'];
  cate: SendCodePayload['cate'];
}

/** The sendCode/one and /two payload: V2 fields encrypted, their twins md5-hashed (SPEC §7). */
export async function sendCodePayload(crypto: CryptoPort, fields: SendCodeFields): Promise<SendCodePayload> {
  const [sendCodeNumV2, sendNameV2, codeIdV2] = await Promise.all(
    [fields.target, fields.name, fields.codeId].map((text) => crypto.encryptAsync(text)),
  );
  return {
    sendCodeNumV2: sendCodeNumV2 ?? '',
    sendNameV2: sendNameV2 ?? '',
    codeIdV2: codeIdV2 ?? '',
    SendCodeNum: crypto.md5(fields.target),
    SendName: crypto.md5(fields.name),
    codeId: crypto.md5(fields.codeId),
    type: fields.type,
    cate: fields.cate,
    version: 1,
  };
}
