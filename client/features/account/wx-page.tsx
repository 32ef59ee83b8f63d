import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bindWx, unbindWx, wxBinding } from '#contract';
import { FormField } from '@/components/form-field';
import { SendCodeButton } from '@/components/send-code-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { sendVerifyCodeTo } from '@/lib/api/send-code';
import { notify } from '@/lib/notify';
import { clientInfoAtom } from '@/lib/session';
import { useEndpointMutation } from '@/lib/use-endpoint-mutation';
import { useWxBinding } from './api/wx-binding.ts';

/** /change_wx_page: the WeChat account that confirms logins. */
export default function WxPage() {
  const { t } = useTranslation();
  const info = useAtomValue(clientInfoAtom);
  const binding = useWxBinding();
  const bind = useEndpointMutation(bindWx, { invalidates: [wxBinding] });
  const unbind = useEndpointMutation(unbindWx, { invalidates: [wxBinding] });
  const [nickname, setNickname] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!nickname.trim()) return setError(t('account.wxNicknameRequired'));
    if (!/^\d{6}$/.test(code.trim())) return setError(t('validation.code_invalid'));
    setError(null);
    bind.mutate(
      { body: { nickname: nickname.trim(), code: code.trim() } },
      { onSuccess: () => notify.success(t('account.wxBound')) },
    );
  };

  return (
    <Card className="mx-auto flex max-w-lg flex-col gap-4 p-6">
      <h1 className="text-lg font-semibold">{t('account.changeWx')}</h1>
      {binding.data?.bound ? (
        <div className="flex flex-col gap-3">
          <p>
            {t('account.wxBoundTo', {
              nickname: binding.data.nickname ?? '',
              at: binding.data.bound_at ?? '',
            })}
          </p>
          <Button
            variant="danger"
            className="self-start"
            disabled={unbind.isPending}
            onClick={() => unbind.mutate({}, { onSuccess: () => notify.success(t('account.wxUnbound')) })}
          >
            {t('account.wxUnbind')}
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <p className="text-slate-600">{t('account.wxIntro', { phone: info?.phone ?? '' })}</p>
          <FormField id="wx-nickname" label={t('account.wxNickname')}>
            <Input
              id="wx-nickname"
              className="h-10"
              value={nickname}
              onChange={(e) => setNickname(e.target.value)}
            />
          </FormField>
          <FormField id="wx-code" label={t('common.account.code')} error={error}>
            <div className="flex gap-2">
              <Input id="wx-code" className="h-10" value={code} onChange={(e) => setCode(e.target.value)} />
              <SendCodeButton
                purpose="wx"
                disabled={!info?.phone}
                send={() => sendVerifyCodeTo(info?.phone ?? '', 'contact')}
              />
            </div>
          </FormField>
          <Button type="submit" variant="primary" disabled={bind.isPending}>
            {t('account.wxBind')}
          </Button>
        </form>
      )}
    </Card>
  );
}
