import type { Messages } from '../../../kit/web-module';
import type { zhAccount } from './zh';

export const enAccount: Messages<typeof zhAccount> = {
  authRedirect: {
    title: 'Your sign-in went back to the first window',
    description: 'Carry on in the window you started from; if you cannot find it, sign in here again.',
    login: 'Go to sign-in',
  },
  profile: {
    title: 'My profile',
    avatar: 'Avatar',
    upload: 'Upload avatar',
    removeAvatar: 'Remove avatar',
    introduction: 'About me',
    placeholder: 'Your position and trade, so that project members know who you are',
    tooLong: 'At most {{max}} characters',
    saved: 'Profile saved',
  },
};
