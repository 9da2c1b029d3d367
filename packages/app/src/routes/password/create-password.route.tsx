import { parseQuery } from '@saham/domain/navigation';
import type { NewPasswordValues } from '@saham/domain/credentials';
import {
  type CreatePasswordErrors,
  CreatePasswordScreen,
  type CreatePasswordStatus,
  type CreatePasswordSubmission,
} from '@saham/ui/screens/create-password/create-password-screen';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isApiError } from '../../http/api.ts';
import { getApi } from '../../http/client.ts';
import { failureMessage } from '../../http/failure-message.ts';
import { AppLink } from '../../lib/app-link.tsx';
import { useCall } from '../../lib/use-call.ts';

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
  const [values, setValues] = useState<NewPasswordValues>({
    password: '',
    passwordConfirmation: '',
  });
  const [saving, setSaving] = useState<'idle' | 'loading' | 'error' | 'success'>('idle');
  const [errors, setErrors] = useState<CreatePasswordErrors>({});

  // A new code in the address is checked afresh.
  const answer = useCall(code === '' ? null : ['resetPasswordCodeStatus', code], async (signal) => {
    try {
      const response = await getApi().call('resetPasswordCodeStatus', { params: { code }, signal });
      return response.data.status === 'valid'
        ? ({ status: 'valid', email: response.data.email } as const)
        : ({ status: 'invalid' } as const);
    } catch (error) {
      // An unknown or malformed code is a link that no longer works; anything else (server
      // down, offline) is the route's error screen with its retry.
      if (isApiError(error) && (error.status === 400 || error.status === 404))
        return { status: 'invalid' } as const;
      throw error;
    }
  });

  const check: CodeCheck =
    code === ''
      ? { status: 'invalid' }
      : answer.state.status === 'success'
        ? answer.state.data
        : answer.state.status === 'error'
          ? { status: 'failed', error: answer.state.error }
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
