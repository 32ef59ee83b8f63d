import { useAtomValue } from 'jotai';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  labelOf,
  SUPPORT_TASK_FORMS,
  SUPPORT_TASK_KIND_INFO,
  SUPPORT_TASK_KIND_KEYS,
  SUPPORT_TASK_KINDS,
  type SupportTaskCheck,
  type SupportTaskKind,
  supportTaskList,
} from '#contract';
import { EndpointForm } from '@/components/form/endpoint-form';
import { TemplateLink } from '@/components/import-file-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { navigate } from '@/lib/hash-location';
import { usePageLocation } from '@/lib/page-location';
import { hasCode, rolesAtom } from '@/lib/session';
import { SupportTaskCheckResult } from './check-result.tsx';

const isKind = (value: string | null): value is SupportTaskKind =>
  value !== null && (SUPPORT_TASK_KIND_KEYS as readonly string[]).includes(value);

/**
 * /add_support_task[?kind=]: a new support task. The kind (of those whose code the user holds), its
 * declared form (the client, what the kind asks for, the cards pasted or the kind's template), the
 * check's counts and refused rows, and only then, confirmed, the task in the client's queue.
 */
export default function AddSupportTaskPage() {
  const { t } = useTranslation();
  const roles = useAtomValue(rolesAtom);
  const { search } = usePageLocation();
  const kinds = SUPPORT_TASK_KIND_KEYS.filter((k) => hasCode(roles, SUPPORT_TASK_KIND_INFO[k].code));
  const asked = new URLSearchParams(search).get('kind');
  const [kind, setKind] = useState<SupportTaskKind | undefined>(
    isKind(asked) && kinds.includes(asked) ? asked : kinds[0],
  );
  const [open, setOpen] = useState(isKind(asked));
  const [check, setCheck] = useState<SupportTaskCheck | null>(null);

  if (check) {
    return (
      <SupportTaskCheckResult
        check={check}
        onBack={() => {
          setCheck(null);
          setOpen(true);
        }}
        onStarted={() => navigate(`/batch_task/${check.kind}`)}
      />
    );
  }
  if (!kind) return <p className="text-sm text-slate-500">{t('supportTask.noKinds')}</p>;
  // An export (Q_*) reads no file: it has no template, and it is queued as soon as it is asked for.
  const { template } = SUPPORT_TASK_KIND_INFO[kind];

  return (
    <Card className="flex max-w-3xl flex-col gap-4 p-4">
      <div className="flex flex-col gap-1.5">
        <span id="support-task-kind" className="text-sm font-medium text-slate-700">
          {t('field.taskType')}
        </span>
        <RadioGroup
          value={kind}
          onValueChange={(value) => setKind(value as SupportTaskKind)}
          aria-labelledby="support-task-kind"
        >
          {kinds.map((value) => (
            <RadioGroupItem key={value} value={value}>
              {t(labelOf(SUPPORT_TASK_KINDS[value]))}
            </RadioGroupItem>
          ))}
        </RadioGroup>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Button variant="primary" onClick={() => setOpen(true)}>
          <Plus />
          {t('supportTask.add')}
        </Button>
        {template && <TemplateLink template={{ template }} />}
      </div>
      <EndpointForm
        form={SUPPORT_TASK_FORMS[kind]}
        target={open ? { record: null } : null}
        onClose={() => setOpen(false)}
        invalidates={[supportTaskList]}
        values={{ kind }}
        onSaved={(data) => (template ? setCheck(data as SupportTaskCheck) : navigate(`/batch_task/${kind}`))}
      />
    </Card>
  );
}
