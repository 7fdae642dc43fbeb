import { TodoPage } from '../../features/demo/todo/components/todo-page.tsx';

/** /apps/todo: the demo template's to-do app (D18). */
export function Component() {
  return <TodoPage />;
}
