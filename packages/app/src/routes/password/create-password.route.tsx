import { parseQuery } from '@saham/domain/navigation';
import type { NewPasswordValues } from '@saham/domain/credentials';
import {
  type CreatePasswordErrors,
  CreatePasswordScreen,
  type CreatePasswordStatus,
  type CreatePasswordSubmission,
} from '@saham/ui/screens/create-password/create-password-screen';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isApiError } from '../../http/api.ts';
import { getApi } from '../../http/client.ts';
import { failureMessage } from '../../http/failure-message.ts';
import { AppLink } from '../../lib/app-link.tsx';

/** What the link's code check found. */
type CodeCheck =
  | { status: 'checking' }
  | { status: 'valid'; email: string }
  | { status: 'invalid' }
  | { status: 'failed'; error: unknown };

/**
 * spec §2 /create-password, opened from the reset e-mail's link (`?code=`, the code /forget
 * sent): the code is checked first (§7 GET auth/reset-password/code/{code}); an expired, used or
 * unknown code offers a new link; a valid one takes the new password twice with the domain's
 * password rules (§7 POST auth/reset-password/verify). A refused save keeps what was typed and
 * shows the server's message ('Invalid verification code', §5). Success leads to the login page.
 */
export function Component() {
  const location = useLocation();
  const code = parseQuery(location.search).get('code')?.trim() ?? '';
  // The answer for the code it was asked about: a new code in the address is checked afresh.
  const [answer, setAnswer] = useState<{ code: string; check: CodeCheck } | null>(null);
  const [values, setValues] = useState<NewPasswordValues>({
    password: '',
    passwordConfirmation: '',
  });
  const [saving, setSaving] = useState<'idle' | 'loading' | 'error' | 'success'>('idle');
  const [errors, setErrors] = useState<CreatePasswordErrors>({});

  useEffect(() => {
    if (code === '') return;
    let current = true;
    getApi()
      .call('resetPasswordCodeStatus', { params: { code } })
      .then((response) => {
        if (!current) return;
        setAnswer({
          code,
          check:
            response.data.status === 'valid'
              ? { status: 'valid', email: response.data.email }
              : { status: 'invalid' },
        });
      })
      .catch((error: unknown) => {
        if (!current) return;
        // An unknown or malformed code is a link that no longer works; anything else (server
        // down, offline) is the route's error screen with its retry.
        const known = isApiError(error) && (error.status === 400 || error.status === 404);
        setAnswer({ code, check: known ? { status: 'invalid' } : { status: 'failed', error } });
      });
    return () => {
      current = false;
    };
  }, [code]);

  const check: CodeCheck =
    code === ''
      ? { status: 'invalid' }
      : answer?.code === code
        ? answer.check
        : { status: 'checking' };
  if (check.status === 'failed') throw check.error;

  async function save(submission: CreatePasswordSubmission) {
    if (saving === 'loading') return;
    setSaving('loading');
    setErrors({});
    try {
      await getApi().call('resetPasswordVerify', { body: { code, ...submission } });
      setSaving('success');
    } catch (error) {
      setSaving('error');
      setErrors({ form: failureMessage(error) });
    }
  }

  const status: CreatePasswordStatus =
    check.status === 'checking' ? 'checking' : check.status === 'invalid' ? 'invalid-code' : saving;
  return (
    <CreatePasswordScreen
      status={status}
      errors={errors}
      values={values}
      onValuesChange={setValues}
      onSubmit={(submission) => void save(submission)}
      email={check.status === 'valid' ? check.email : undefined}
      LinkComponent={AppLink}
    />
  );
}
