import { useParams } from 'react-router';
import { AcademyCourse } from '../../features/demo/academy/components/academy-course.tsx';

/** /apps/academy/courses/:courseId: one course of the demo academy (issue 31). */
export function Component() {
  const { courseId } = useParams();
  // A course id that is not a number asks for course 0, which the server answers as not found.
  return <AcademyCourse courseId={Number(courseId) || 0} />;
}
