import { Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { FACTOR_CODES, FACTOR_TEXTS } from '@estate/domain';
import { ApiRequestError, stepUp } from '@/api/client';
import { stepUpWith } from '@/features/staff/factors/api/factors';
import { FactorStep } from './FactorStep';

const needsStepUp = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 401 && error.code === FACTOR_CODES.stepUpRequired;

/**
 * docs/product/dashboard.md#step-up: while the dashboard is open, a risky action's 401 opens this
 * dialog (a passkey, or a code); once the factor is proved the api client sends the same request
 * again, and closing the dialog lets the action fail as it would have.
 */
export function StepUpPrompt() {
  const [open, setOpen] = useState(false);
  const settle = useRef<(proved: boolean) => void>(undefined);
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    stepUp.confirm = (error) =>
      needsStepUp(error)
        ? new Promise<boolean>((resolve) => {
            settle.current = resolve;
            setOpen(true);
          })
        : Promise.resolve(false);
    return () => {
      stepUp.confirm = undefined;
    };
  }, []);

  const close = (proved: boolean) => {
    setOpen(false);
    settle.current?.(proved);
    settle.current = undefined;
  };

  return (
    <Modal
      open={open}
      title={FACTOR_TEXTS.stepUpTitle}
      footer={null}
      onCancel={() => close(false)}
      // The code field's autoFocus comes before the dialog is on the page, which then focuses itself: the field takes it back once open.
      afterOpenChange={(opened) => opened && body.current?.querySelector('input')?.focus()}
      destroyOnHidden
    >
      <div ref={body}>
        <p>{FACTOR_TEXTS.stepUpRequired}</p>
        <FactorStep
          prove={async (proof) => {
            await stepUpWith(proof);
            close(true);
          }}
        />
      </div>
    </Modal>
  );
}
