/**
 * Files the seeded history refers to as uploads (e.g. the evidence of the special-card resume
 * applications, db/seed/speccard.ts). A world's uploads live in its folder on disk, not in the
 * database image the seed builds, so these are kept here by their fixed upload id: `findUpload`
 * (server/services/uploads.ts) writes one into the world's folder the first time it is asked for,
 * owned by no client (SEEDED_UPLOAD_OWNER), so a download finds it and no import or application
 * may reuse it as the caller's own.
 */
export const SEEDED_UPLOAD_OWNER = 'seed';

interface SeededUpload {
  name: string;
  text: string;
}

export const SEEDED_UPLOADS: Readonly<Record<string, SeededUpload>> = {
  '5eed00000000000000000001': {
    name: '设备维修说明.txt',
    text: '设备维修说明\n设备于维修点更换主板，IMEI 随之变化；维修完成后已将原卡装回原设备。\n维修单号：WX20250312-0087\n',
  },
  '5eed00000000000000000002': {
    name: '整改说明.txt',
    text: '整改说明\n设备登录密码已修改，群发短信的程序已删除，设备仅用于数据上报。\n',
  },
  '5eed00000000000000000003': {
    name: '返厂维修记录.txt',
    text: '返厂维修记录\n设备返厂维修后换回原设备，卡已装回原设备并通电。\n',
  },
};

/** The size in bytes of a seeded upload (as the application records it). */
export const seededUploadSize = (id: string): number => Buffer.byteLength(SEEDED_UPLOADS[id]?.text ?? '');
