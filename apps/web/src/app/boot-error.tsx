import { Button, Result } from 'antd';

/** The server could not be reached while booting: say so and offer a retry. */
export function BootError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <main className="status-screen" style={{ minHeight: '100vh' }}>
      <Result
        status="warning"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>Lipi could not start</h1>}
        subTitle={message}
        extra={
          <Button type="primary" onClick={onRetry}>
            Try again
          </Button>
        }
      />
    </main>
  );
}
