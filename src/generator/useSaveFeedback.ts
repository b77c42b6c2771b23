// What follows a save of a declared resource (spec 1 §8, §9; spec 2 §8): success → the resource's
// message for 500 ms, then `onSaved` and a refresh (`reloadAfterSave`: a page reload, the message
// after it); 422 → errors under the fields and 'Uno o più campi non sono stati compilati
// correttamente'; a refusal with `error` → its message in the form (causali also in a 3 s toast).
import { useState } from 'react';
import { useRefresh, useTranslate } from 'ra-core';
import type { ResourceDeclaration } from '../../resources/types';
import { useToast } from '../components';
import { reloadPage } from '../lib/reloadPage';
import { readSaveFailure } from './feedback';

export function useSaveFeedback(decl: ResourceDeclaration, onSaved: () => void) {
  const toast = useToast();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const mutationOptions = {
    onSuccess: () => {
      setServerMessage(null);
      const message = translate(`resources.${decl.name}.texts.success`, { _: decl.texts.success });
      if (decl.reloadAfterSave) return reloadPage({ message, kind: 'success' });
      toast.saved(message);
      onSaved();
      refresh();
    },
    onError: (error: unknown) => {
      const failure = readSaveFailure(error);
      if (failure.fieldErrors) {
        setServerMessage(null);
        toast.error('shell.notify.invalid_form');
      } else if (failure.serverMessage) {
        setServerMessage(failure.serverMessage);
        if (decl.texts.errorToast) toast.error(failure.serverMessage);
      } else toast.error('shell.notify.invalid_form');
    },
  };
  return { mutationOptions, serverMessage, clearServerMessage: () => setServerMessage(null) };
}
