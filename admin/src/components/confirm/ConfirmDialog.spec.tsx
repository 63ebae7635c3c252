import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { ConfirmProvider, useConfirm } from './use-confirm';

function Harness({ onConfirm, onCancel }: { onConfirm: jest.Mock; onCancel: jest.Mock }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Deactivate Rina
      </button>
      <button type="button">Something else</button>
      <ConfirmDialog
        open={open}
        title="Deactivate Rina?"
        confirmLabel="Deactivate"
        tone="danger"
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
      >
        Rina is logged out at once.
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('opens on Cancel, keeps Tab inside, and Escape cancels and returns focus to what opened it', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<Harness onConfirm={onConfirm} onCancel={onCancel} />);
    const opener = screen.getByRole('button', { name: 'Deactivate Rina' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Deactivate Rina?' });
    expect(dialog).toHaveAccessibleDescription('Rina is logged out at once.');
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Deactivate' });
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('confirms with the keyboard and returns focus', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<Harness onConfirm={onConfirm} onCancel={jest.fn()} />);
    const opener = screen.getByRole('button', { name: 'Deactivate Rina' });
    opener.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
  });
});

describe('useConfirm', () => {
  function Asker({ answers }: { answers: boolean[] }) {
    const confirm = useConfirm();
    return (
      <button type="button" onClick={async () => answers.push(await confirm({ title: 'Archive the product?', message: 'It leaves the shop.', confirmLabel: 'Archive', tone: 'danger' }))}>
        Archive
      </button>
    );
  }

  it('answers whether the member agreed', async () => {
    const user = userEvent.setup();
    const answers: boolean[] = [];
    render(
      <ConfirmProvider>
        <Asker answers={answers} />
      </ConfirmProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await user.click(screen.getByRole('dialog').querySelector('.button--danger')!);
    expect(answers).toEqual([false, true]);
  });
});
