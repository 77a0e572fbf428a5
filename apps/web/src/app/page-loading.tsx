import { Flex, Spin } from 'antd';

/** Shown while the first route's code and loader resolve. */
export function PageLoading() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" />
    </Flex>
  );
}
