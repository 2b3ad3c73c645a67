// The first owner's setup link (/nastavenie/<token>, server/src/modules/setup): whether it still
// works, and creating the owner's account with it. Refusals come back as the Slovak sentence of
// their code (lib/i18n-auth.ts errors.setup_*).
import type { ApiClient } from '@/lib/api-client';
import { ApiProblem } from '@/lib/api-client';
import { problemMessage } from '@/lib/validation';

export type SetupAnswer = { ok: true } | { ok: false; message: string };

async function answerOf(request: Promise<{ response: Response; error?: unknown }>): Promise<SetupAnswer> {
  try {
    const { response, error } = await request;
    if (response.ok) return { ok: true };
    const code = (error as { code?: unknown } | undefined)?.code;
    return {
      ok: false,
      message: problemMessage(new ApiProblem(response.status, typeof code === 'string' ? code : '')),
    };
  } catch {
    return { ok: false, message: problemMessage(null) };
  }
}

export function checkSetupLink(api: ApiClient, token: string): Promise<SetupAnswer> {
  return answerOf(api.GET('/api/setup/owner/{token}', { params: { path: { token } } }));
}

export function createFirstOwner(
  api: ApiClient,
  input: { token: string; email: string; password: string },
): Promise<SetupAnswer> {
  return answerOf(api.POST('/api/setup/owner', { body: input }));
}
