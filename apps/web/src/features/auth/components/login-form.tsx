import { zodResolver } from '@hookform/resolvers/zod';
import { type TLoginRequest, ZLoginRequest } from '@praktijkportaal/contract/auth';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { type SubmitHandler, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useLogin } from '../api/login';

export function LoginForm() {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TLoginRequest>({ resolver: zodResolver(ZLoginRequest) });

  const onSubmit: SubmitHandler<TLoginRequest> = (values) => login.mutate(values);
  const throttled = login.error instanceof ApiError && login.error.status === 429;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      {login.isError ? (
        <Alert>
          {/* Spec §8: any login failure reads the same. */}
          <p>{MESSAGES.loginFailed}</p>
          {throttled ? <p className="mt-1">{MESSAGES.tooManyLoginAttempts}</p> : null}
        </Alert>
      ) : null}
      <TextField
        label={MESSAGES.emailLabel}
        type="email"
        autoComplete="username"
        autoFocus
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={MESSAGES.passwordLabel}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" disabled={login.isPending}>
        {login.isPending ? MESSAGES.loggingIn : MESSAGES.loginButton}
      </Button>
    </form>
  );
}
