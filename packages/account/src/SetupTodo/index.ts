export { SetupTodo } from './SetupTodo';
export type { SetupTodoProps } from './SetupTodo';
