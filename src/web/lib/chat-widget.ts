// The third-party live-chat widget (SPEC section 1): when CHAT_WIDGET_SRC is configured, its
// script is added once the page has loaded and the browser is idle, so it never blocks the page.
// The widget reads the visitor from window.TunelaneChat (and the script tag's data attributes),
// and hears of sign-in and sign-out through the "tunelane:chat-user" event.
import { useEffect } from 'react';
import type { ChatWidgetConfig } from '../../domain/profile.ts';
import type { PlanType } from '../../domain/plans.ts';
import { useAuth } from './auth.ts';
import { usePublicConfig } from './public-config.ts';

type ChatUser = { id: string; email: string; name: string; planType: PlanType };

declare global {
  interface Window {
    TunelaneChat?: { widgetId: string | null; user: ChatUser | null };
  }
}

const CHAT_SCRIPT_ID = 'tunelane-chat-widget';
const CHAT_USER_EVENT = 'tunelane:chat-user';

/** Hands the current visitor to the widget (null when signed out). */
function setChatUser(config: ChatWidgetConfig, user: ChatUser | null): void {
  window.TunelaneChat = { widgetId: config.widgetId, user };
  window.dispatchEvent(new CustomEvent(CHAT_USER_EVENT, { detail: user }));
}

/** Adds the widget's script (once): async, after the load event, when the browser is idle. */
function injectChatScript(config: ChatWidgetConfig): void {
  const add = () => {
    if (document.getElementById(CHAT_SCRIPT_ID)) return;
    const script = document.createElement('script');
    script.id = CHAT_SCRIPT_ID;
    script.src = config.src;
    script.async = true;
    if (config.widgetId) script.dataset.widgetId = config.widgetId;
    const user = window.TunelaneChat?.user;
    if (user) Object.assign(script.dataset, { userId: user.id, userEmail: user.email, userName: user.name, userPlan: user.planType });
    script.onerror = () => console.warn('The live-chat widget could not be loaded.');
    document.body.appendChild(script);
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(add, { timeout: 3000 });
    else setTimeout(add, 1);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Mounted once at the root: loads the widget when configured and keeps it told who is here. */
export function useChatWidget(): void {
  const chat = usePublicConfig().data.chat;
  const { loading, user, profile, roleLoading } = useAuth();
  const ready = !loading && !roleLoading;
  const id = user?.id;
  const email = user?.email;
  const name = profile?.fullName || user?.name;
  const planType = profile?.planType ?? 'free';
  useEffect(() => {
    if (!chat || !ready) return;
    setChatUser(chat, id && email ? { id, email, name: name ?? '', planType } : null);
    injectChatScript(chat);
  }, [chat, ready, id, email, name, planType]);
}
