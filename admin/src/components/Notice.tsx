export interface NoticeMessage {
  tone: 'success' | 'error';
  text: string;
}

/**
 * The outcome of the last thing done on a page. Both live regions are always there, so a message is
 * announced when it appears: an error as an alert (read out at once), a success as a polite status.
 */
export function Notice({ message }: { message: NoticeMessage | null }) {
  return (
    <>
      <div role="status" className={message?.tone === 'success' ? 'notice notice--success' : 'notice'}>
        {message?.tone === 'success' ? message.text : null}
      </div>
      <div role="alert" className={message?.tone === 'error' ? 'notice notice--error' : 'notice'}>
        {message?.tone === 'error' ? message.text : null}
      </div>
    </>
  );
}
