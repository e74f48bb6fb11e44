import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import { useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';
import { toast } from '../lib/toast.ts';
import { theme } from './theme.ts';

/** Binds the app-wide toaster to antd's message API so toasts follow the theme. */
function ToastBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => {
    toast.bind({
      success: (content) => message.success(content),
      warning: (content) => message.warning(content),
      error: (content) => message.error(content),
      info: (content) => message.info(content),
    });
    return () => toast.bind(null);
  }, [message]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme} locale={enGB}>
        <AntApp message={{ maxCount: 3, top: 72 }}>
          <ToastBridge />
          <BrowserRouter>{children}</BrowserRouter>
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
